import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A hint or error shown under the field and announced with it. */
  description?: string;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.paper};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** A labelled input: the label is always programmatically tied to the field. */
export function TextField({ label, description, ...inputProps }: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={descriptionId} {...inputProps} />
      {description && <Description id={descriptionId}>{description}</Description>}
    </Field>
  );
}
