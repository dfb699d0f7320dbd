import type { BeaconBrowser } from 'telemetry-contract';

interface UserAgentData {
  brands?: { brand: string }[];
  mobile?: boolean;
}

/** Brands a browser names in its client hints, by family (Chromium itself is `chrome`). */
const BRANDS: [RegExp, BeaconBrowser][] = [
  [/edge/i, 'edge'],
  [/samsung/i, 'samsung'],
  [/opera|yandex|brave|vivaldi/i, 'other'],
  [/chrom/i, 'chrome'],
];

/** The same families in a user-agent string, in the order that tells them apart. */
const AGENTS: [RegExp, BeaconBrowser][] = [
  [/SamsungBrowser\//, 'samsung'],
  [/Edg(e|A|iOS)?\//, 'edge'],
  [/OPR\/|Opera|YaBrowser\//, 'other'],
  [/Firefox\/|FxiOS\//, 'firefox'],
  [/Chrome\/|CriOS\//, 'chrome'],
  [/Version\/[\d.]+.*Safari\//, 'safari'],
];

/**
 * The browser's family and whether it is a phone or tablet: all the beacon says of a browser (the
 * user-agent string itself is never sent). From client hints where the browser has them.
 */
export function browserFamily(nav: Navigator = navigator): { browser: BeaconBrowser; mobile: boolean } {
  const hints = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  const brands = hints?.brands?.map(({ brand }) => brand).filter((brand) => !/not.?a.?brand/i.test(brand));
  if (brands?.length) {
    const found = BRANDS.find(([pattern]) => brands.some((brand) => pattern.test(brand)));
    return { browser: found?.[1] ?? 'other', mobile: hints?.mobile === true };
  }
  const agent = nav.userAgent ?? '';
  return {
    browser: AGENTS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'other',
    mobile: /Mobi|Android|iPhone|iPad|iPod/.test(agent),
  };
}
