import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Button, CheckCircleIcon } from '@lobby/shared-ui';

/** Spec part 1 §9: 'Saved successfully!' shows for 3 seconds. */
export const SAVED_MS = 3000;

const Wrap = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 24px;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  gap: 14px;
  h2 {
    font-size: 17px;
    font-weight: 700;
    line-height: 1.3;
  }
  p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    line-height: 1.5;
  }
`;

export const IconTile = styled.span<{ $tone?: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) => $tone ?? theme.colors.primaryInk};
  background: ${({ theme, $tone }) => `${$tone ?? theme.colors.primary}1f`};
  border: 1px solid ${({ theme, $tone }) => `${$tone ?? theme.colors.primary}40`};
`;

/** A titled settings section (a labelled region) with an icon and a short explanation. */
export function SettingsCard({
  title,
  description,
  icon,
  tone,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  tone?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Wrap aria-labelledby={id}>
      <Head>
        <IconTile $tone={tone}>{icon}</IconTile>
        <div>
          <h2 id={id}>{title}</h2>
          {description ? <p>{description}</p> : null}
        </div>
      </Head>
      {children}
    </Wrap>
  );
}

const Footer = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Saved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  font-size: 14px;
`;

const SaveButton = styled(Button)`
  min-width: 112px;
`;

/** The form's Save row: the button and, for a moment after a save, 'Saved successfully!'. */
export function SaveFooter({
  saving,
  saved,
  disabled,
}: {
  saving: boolean;
  saved: string | null;
  disabled?: boolean;
}) {
  return (
    <Footer>
      <SaveButton type="submit" disabled={saving || disabled}>
        {saving ? 'Saving...' : 'Save'}
      </SaveButton>
      <span role="status" aria-live="polite">
        {saved ? (
          <Saved>
            <CheckCircleIcon size={18} />
            {saved}
          </Saved>
        ) : null}
      </span>
    </Footer>
  );
}
