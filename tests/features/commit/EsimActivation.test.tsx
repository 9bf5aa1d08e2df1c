import { afterEach, describe, expect, it, vi } from 'vitest';
import { EsimActivation, installPlatformOf } from '@/features/commit/EsimActivation';
import { baseTexts, render, screen } from '../../ui/render';

type EsimTexts = Record<'install' | 'scan' | 'scanOther', string>;
const en = baseTexts('en').common as {
  result: { esim: EsimTexts };
  esimInstall: Record<'androidSteps' | 'androidCode', string>;
};

const esim = {
  kind: 'esim' as const,
  itemId: 'item-1',
  productName: 'eSIM 1 GB',
  activationCode: 'LPA:1$smdp.sandbox.example$AAAAA-BBBBB',
  smdpAddress: 'smdp.sandbox.example',
  matchingId: 'AAAAA-BBBBB',
};

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('installPlatformOf', () => {
  it.each([
    [IPHONE, 0, 'ios'],
    [MAC, 5, 'ios'], // an iPad asking for the desktop site
    [MAC, 0, 'other'],
    [ANDROID, 5, 'android'],
    [WINDOWS, 0, 'other'],
  ] as const)('%s with %i touch points → %s', (userAgent, touchPoints, platform) => {
    expect(installPlatformOf(userAgent, touchPoints)).toBe(platform);
  });
});

describe('the eSIM activation on each platform', () => {
  afterEach(() => vi.unstubAllGlobals());
  const on = (userAgent: string) =>
    vi.stubGlobal('navigator', { ...navigator, userAgent, maxTouchPoints: userAgent === WINDOWS ? 0 : 5 });
  /** The parts of the activation in the order they read. */
  const order = () =>
    [...document.querySelectorAll('[data-testid^="esim-"]')].map((element) =>
      element.getAttribute('data-testid'),
    );

  it('an iPhone: Apple’s install link first, then the QR code for another device, then the details', async () => {
    on(IPHONE);
    render(<EsimActivation esim={esim} />);
    const link = await screen.findByRole('link', { name: en.result.esim.install });
    expect(link.getAttribute('href')).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.activationCode)}`,
    );
    expect(screen.getByText(en.result.esim.scanOther)).toBeTruthy();
    expect(order()).toEqual(['esim-install', 'esim-qr', 'esim-manual']);
  });

  it('an Android phone: no Apple link, the steps and the code to paste, then the QR code, then the details', async () => {
    on(ANDROID);
    render(<EsimActivation esim={esim} />);
    await screen.findByText(en.esimInstall.androidSteps);
    expect(screen.queryByRole('link', { name: en.result.esim.install })).toBeNull();
    expect(document.querySelector('a[href*="apple.com"]')).toBeNull();
    expect(screen.getByText(esim.activationCode)).toBeTruthy();
    expect(order()).toEqual(['esim-install-android', 'esim-qr', 'esim-manual']);
  });

  it('a computer: the QR code to scan, then the details; no install link', async () => {
    on(WINDOWS);
    render(<EsimActivation esim={esim} />);
    await screen.findByText(en.result.esim.scan);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(en.esimInstall.androidSteps)).toBeNull();
    expect(order()).toEqual(['esim-qr', 'esim-manual']);
  });
});
