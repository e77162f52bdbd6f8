import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { styled, css } from 'styled-components';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and the yup message (shown once the field was touched). */
function FieldShell({ id, label, hint, error, required, children }: FieldShellProps) {
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : <Optional> (optional)</Optional>}
      </Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrap>
  );
}

function useFieldA11y(name: string, hint: ReactNode) {
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { field, id, error, a11y: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

type Common = { name: string; label: string; hint?: ReactNode };

export function TextField({ name, label, hint, required, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { field, id, error, a11y } = useFieldA11y(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <Input {...rest} {...field} value={field.value ?? ''} {...a11y} aria-required={required || undefined} />
    </FieldShell>
  );
}

export function TextAreaField({ name, label, hint, required, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, id, error, a11y } = useFieldA11y(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <TextArea rows={4} {...rest} {...field} value={field.value ?? ''} {...a11y} aria-required={required || undefined} />
    </FieldShell>
  );
}

export function SelectField({ name, label, hint, required, children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { field, id, error, a11y } = useFieldA11y(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <Select {...rest} {...field} value={field.value ?? ''} {...a11y} aria-required={required || undefined}>
        {children}
      </Select>
    </FieldShell>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

const control = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;

const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

const Select = styled.select`
  ${control}
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
