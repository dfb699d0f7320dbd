import { browserFamily } from './browser-family';

const agent = (userAgent: string, userAgentData?: unknown) => ({ userAgent, userAgentData }) as unknown as Navigator;

const AGENTS = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('browserFamily', () => {
  it('tells the families apart from the user-agent string, with phones and tablets as mobile', () => {
    expect(browserFamily(agent(AGENTS.chromeAndroid))).toEqual({ browser: 'chrome', mobile: true });
    expect(browserFamily(agent(AGENTS.edge))).toEqual({ browser: 'edge', mobile: false });
    expect(browserFamily(agent(AGENTS.firefox))).toEqual({ browser: 'firefox', mobile: false });
    expect(browserFamily(agent(AGENTS.iphone))).toEqual({ browser: 'safari', mobile: true });
    expect(browserFamily(agent(AGENTS.chromeIos))).toEqual({ browser: 'chrome', mobile: true });
    expect(browserFamily(agent(AGENTS.samsung))).toEqual({ browser: 'samsung', mobile: true });
    expect(browserFamily(agent(AGENTS.opera))).toEqual({ browser: 'other', mobile: false });
    expect(browserFamily(agent('curl/8.5.0'))).toEqual({ browser: 'other', mobile: false });
  });

  it('prefers client hints where the browser has them', () => {
    const brands = (...names: string[]) => names.map((brand) => ({ brand, version: '131' }));
    expect(
      browserFamily(
        agent(AGENTS.firefox, { brands: brands('Not_A Brand', 'Chromium', 'Microsoft Edge'), mobile: false }),
      ),
    ).toEqual({ browser: 'edge', mobile: false });
    expect(
      browserFamily(agent('', { brands: brands('Google Chrome', 'Chromium', 'Not?A_Brand'), mobile: true })),
    ).toEqual({
      browser: 'chrome',
      mobile: true,
    });
    expect(browserFamily(agent('', { brands: brands('Opera', 'Chromium'), mobile: false })).browser).toBe('other');
  });
});
