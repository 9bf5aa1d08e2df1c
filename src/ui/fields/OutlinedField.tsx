import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

/*
 * MUI's outlined TextField, built from the same parts it renders (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), so the markup, looks and labelling stay TextField's. TextField
 * itself imports Select for its select mode, and with it Menu, Popover, Modal, the focus trap and
 * two transitions: about 20 KB gzip in the first load of every page with a text field.
 */

interface FieldFrameProps {
  /** the input's id; a generated one when left out, so the label is always tied to the input */
  id?: string;
  label: ReactNode;
  /** below the field, and the field's description for assistive technology */
  helperText?: ReactNode;
  /** `alert` for an error text, so it is announced when it appears */
  helperRole?: 'alert';
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

function FieldFrame({
  id,
  label,
  helperText,
  helperRole,
  error,
  fullWidth,
  size,
  sx,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <FormControl error={error} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      {children}
      {helperText && (
        <FormHelperText id={`${id}-helper-text`} role={helperRole}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export type OutlinedFieldProps = FieldFrameProps &
  Pick<
    OutlinedInputProps,
    | 'name'
    | 'type'
    | 'value'
    | 'placeholder'
    | 'autoComplete'
    | 'inputProps'
    | 'startAdornment'
    | 'endAdornment'
  > & { onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/** A text field: TextField with `variant="outlined"`. */
export function OutlinedField({
  id: idOverride,
  label,
  helperText,
  helperRole,
  error,
  fullWidth,
  size,
  sx,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  return (
    <FieldFrame {...{ id, label, helperText, helperRole, error, fullWidth, size, sx }}>
      <OutlinedInput
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

export type OutlinedSelectProps = FieldFrameProps & {
  name?: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** the `<option>` elements */
  children: ReactNode;
};

/** A native select: TextField with `select` and `slotProps={{ select: { native: true } }}`. */
export function OutlinedSelect({
  id: idOverride,
  label,
  helperText,
  helperRole,
  error,
  fullWidth,
  size,
  sx,
  name,
  value,
  onChange,
  children,
}: OutlinedSelectProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  return (
    <FieldFrame {...{ id, label, helperText, helperRole, error, fullWidth, size, sx }}>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        input={<OutlinedInput label={label} fullWidth={fullWidth} />}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  );
}
