import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';

export interface ChoiceGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: Array<{ value: string; label: ReactNode }>;
  onChange: (value: string) => void;
  /** the group's error text, announced when it appears */
  error?: string;
}

/** One choice among a few (operator, amount), as a labelled group of radio buttons. */
export function ChoiceGroup({ legend, name, value, options, onChange, error }: ChoiceGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={`${id}-legend`} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 2 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} role="alert">
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
