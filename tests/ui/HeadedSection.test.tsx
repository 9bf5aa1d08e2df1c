import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HeadedSection } from '@/ui/shell/HeadedSection';

describe('HeadedSection', () => {
  it.each([
    ['h5', undefined],
    ['h6', 'h6'],
  ] as const)('is a region named by its level-2 heading, whatever its look (%s)', (_look, variant) => {
    render(
      <HeadedSection titleId="operators-title" title="Operators" variant={variant}>
        <p>Within</p>
      </HeadedSection>,
    );
    const section = screen.getByRole('region', { name: 'Operators' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Operators' }).id).toBe('operators-title');
    expect(within(section).getByText('Within')).toBeDefined();
  });
});
