import settings from './release-preview.json';

/**
 * How a preview link of a release names what it previews (release-preview.json, which the release
 * commands read too): `/?preview=<bundle>@<version>`.
 */
export const RELEASE_PREVIEW_PARAMETER: string = settings.parameter;
