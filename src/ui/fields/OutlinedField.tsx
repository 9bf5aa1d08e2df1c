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
  /** shows the required-field asterisk and marks the input required */
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A field's props, split into the frame's and the control's. */
function splitFrame<P extends FieldFrameProps>({
  id,
  label,
  helperText,
  helperRole,
  error,
  required,
  fullWidth,
  size,
  sx,
  ...control
}: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  return [{ id, label, helperText, helperRole, error, required, fullWidth, size, sx }, control];
}

/** Label, helper text and form control around `children`, which renders the control. */
function FieldFrame({
  children,
  shrink,
  ...frame
}: FieldFrameProps & {
  children: (id: string, describedBy: string | undefined) => ReactNode;
  /** the label always above the control, for a control that always shows a text */
  shrink?: boolean;
}) {
  const generatedId = useId();
  const id = frame.id ?? generatedId;
  return (
    <FormControl
      error={frame.error}
      required={frame.required}
      fullWidth={frame.fullWidth}
      size={frame.size}
      sx={frame.sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {frame.label}
      </InputLabel>
      {children(id, frame.helperText ? `${id}-helper-text` : undefined)}
      {frame.helperText && (
        <FormHelperText id={`${id}-helper-text`} role={frame.helperRole}>
          {frame.helperText}
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
export function OutlinedField(props: OutlinedFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(id, describedBy) => (
        <OutlinedInput
          id={id}
          label={frame.label}
          fullWidth={frame.fullWidth}
          aria-describedby={describedBy}
          {...input}
        />
      )}
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
export function OutlinedSelect(props: OutlinedSelectProps) {
  const [frame, { name, value, onChange, children }] = splitFrame(props);
  return (
    // a native select always shows its chosen option (the empty one's "Choose a country" too), so
    // its label sits above it, never over the option's text
    <FieldFrame {...frame} shrink>
      {(id, describedBy) => (
        <NativeSelect
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          aria-describedby={describedBy}
          input={<OutlinedInput label={frame.label} fullWidth={frame.fullWidth} notched />}
        >
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}
