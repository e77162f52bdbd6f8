import { css, styled } from 'styled-components';

/**
 * Plain controls for filters and pickers outside formik (forms/fields.tsx wraps the same look
 * in formik fields; importing it would pull formik into the page).
 */
const control = css`
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const TextInput = styled.input`
  ${control}
`;

export const SelectInput = styled.select`
  ${control}
`;

/** A label above its control. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  min-width: 0;
`;

/** A row of filters that wraps on small screens, aligned on the controls' bottom edge. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** Text for screen readers only (e.g. a chart's data table caption). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A validation message under a control or a filter bar. */
export const FieldError = styled.p`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;
