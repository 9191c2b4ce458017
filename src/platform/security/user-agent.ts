/**
 * A rough reading of a User-Agent header for the device list: enough for a member to tell
 * "Chrome on Android" from "Safari on iPhone", not a browser detector for anything else.
 */
export interface DeviceGuess {
  device: 'phone' | 'tablet' | 'desktop' | 'unknown';
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function guessDevice(userAgent: string | null): DeviceGuess {
  if (!userAgent) return { device: 'unknown', browser: null, os: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const device = /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))
    ? 'tablet'
    : /Mobi|iPhone|iPod/.test(userAgent) ? 'phone' : os || browser ? 'desktop' : 'unknown';
  return { device, browser, os };
}
