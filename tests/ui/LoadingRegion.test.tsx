import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingRegion, Placeholder } from '@/ui/shell/Placeholder';

describe('LoadingRegion', () => {
  it('is a busy region named for what loads, whose placeholders assistive technology skips', () => {
    render(
      <LoadingRegion label="Warenkorb wird geladen">
        <Placeholder height={88} />
      </LoadingRegion>,
    );
    const region = screen.getByLabelText('Warenkorb wird geladen');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
