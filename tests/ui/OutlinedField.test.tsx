import { describe, expect, it, vi } from 'vitest';
import { OutlinedField, OutlinedSelect } from '@/ui/fields/OutlinedField';
import { fireEvent, render, screen } from './render';

// The fields stand in for MUI's TextField: what a screen reader gets from TextField must stay.
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('OutlinedField', () => {
  it('is labelled by its label and described by its helper text', () => {
    render(<OutlinedField label="Phone" helperText="With area code" value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(description(field)).toBe('With area code');
  });

  it('announces an error text, and keeps the id it is given', () => {
    render(
      <OutlinedField
        id="phone"
        label="Phone"
        error
        helperText="Not a number"
        helperRole="alert"
        value="x"
        onChange={() => undefined}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(field.id).toBe('phone');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Not a number');
  });

  it('passes typing on', () => {
    const typed: string[] = [];
    render(<OutlinedField label="Code" value="" onChange={(event) => typed.push(event.target.value)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'A1' } });
    expect(typed).toEqual(['A1']);
  });
});

describe('OutlinedSelect', () => {
  it('is a labelled, described native select', () => {
    const onChange = vi.fn();
    render(
      <OutlinedSelect label="Day" helperText="Of the month" value="2" onChange={onChange}>
        <option value="1">1</option>
        <option value="2">2</option>
      </OutlinedSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('2');
    expect(description(select)).toBe('Of the month');
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalled();
  });

  it.each([
    ['empty', false],
    ['in error', true],
  ])('keeps its label above the empty choice, never drawn over its text (%s)', (_state, error) => {
    // (an unnotched outline's legend is 0.01px wide: the label would sit on the line)
    render(
      <OutlinedSelect label="Country" value="" onChange={vi.fn()} error={error} helperText="Choose one">
        <option value="">Choose a country</option>
        <option value="ma">Morocco</option>
      </OutlinedSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    const label = document.getElementById(`${select.id}-label`)!;
    expect(label.getAttribute('data-shrink')).toBe('true');
    // the outline leaves a gap for the label instead of running through it
    const legend = select.parentElement!.querySelector<HTMLElement>('fieldset legend')!;
    expect(getComputedStyle(legend).maxWidth).toBe('100%');
  });
});
