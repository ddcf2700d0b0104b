import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { AlertIcon } from '@lobby/shared-ui';

const Note = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning}88;
  background: ${({ theme }) => theme.colors.warning}14;
  font-size: 14px;
  line-height: 1.45;
  /* LOBBY_DEMO_LOGIN may break anywhere on a phone rather than widen the page. */
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.warning};
  }
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * On every admin screen while the server runs with the demo login (LOBBY_DEMO_LOGIN): anyone can
 * log in as any member, this admin included. The login page's own flag says it is on.
 */
export function DemoLoginBanner() {
  const on = useSessionStore((s) => s.demoLogin);
  if (!on) return null;
  return (
    <Note role="note" aria-label="Demo login is on">
      <AlertIcon size={20} />
      <div>
        <strong>Demo login is on: anyone can log in as anyone, admin included.</strong>
        <p>
          The login page lets every visitor pick any member name, without a password. For a local
          demo only: to turn it off, unset <code>LOBBY_DEMO_LOGIN</code> (or set it to{' '}
          <code>0</code>) and restart the server.
        </p>
      </div>
    </Note>
  );
}
