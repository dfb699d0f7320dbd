import settings from './release-preview.json';

/**
 * How a preview link of a release names what it previews (release-preview.json, which the release
 * commands read too): `/?preview=<bundle>@<version>`.
 */
export const RELEASE_PREVIEW_PARAMETER: string = settings.parameter;

/**
 * A release's version as the release commands name it: `YYYYMMDD-HHMMSS-<short sha or nogit>[-n]`.
 * Nothing else passes, so no slash, dot, percent sign or colon ever reaches a URL built from it.
 */
export const RELEASE_VERSION_PATTERN = new RegExp(settings.versionPattern);
