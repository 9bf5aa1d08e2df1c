import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeferredCircularProgress from '@/framework/DeferredCircularProgress';

describe("IconButton's loading spinner, whose code comes when one is drawn", () => {
  it('draws the spinner with the props IconButton gives it once its code is in', async () => {
    render(<DeferredCircularProgress aria-label="Saving" color="inherit" size={16} />);
    const spinner = await screen.findByRole('progressbar', { name: 'Saving' });
    expect(spinner.className).toContain('MuiCircularProgress-colorInherit');
    expect(spinner.getAttribute('style')).toContain('width: 16px');
  });
});
