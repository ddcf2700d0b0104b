import styled, { keyframes } from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';

const rise = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;
const sweep = keyframes`0% { transform: translateX(-100%); } 100% { transform: translateX(250%); }`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  background: radial-gradient(
    circle at 50% 40%,
    ${({ theme }) => theme.colors.surfaceRaised} 0,
    ${({ theme }) => theme.colors.bg} 60%
  );
  animation: ${rise} 0.4s ease both;
`;

const Name = styled.div`
  font-size: clamp(38px, 9vw, 56px);
  font-weight: 900;
  letter-spacing: -0.03em;
  text-align: center;
  padding: 0 24px;
  background: linear-gradient(135deg, #fff 30%, ${({ theme }) => theme.colors.primary});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Bar = styled.div`
  width: 160px;
  height: 4px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
    animation: ${sweep} 1s ease-in-out infinite;
  }
`;

/** The full-screen loading screen with the site name, shown while the shell boots. */
export function BootScreen() {
  const settings = useSessionStore((s) => s.settings);
  return (
    <Screen role="status" aria-live="polite" aria-label={`Loading ${settings.site_name}`}>
      <Name>{settings.site_name}</Name>
      <Bar aria-hidden="true" />
    </Screen>
  );
}
