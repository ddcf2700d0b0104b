import type { CSSProperties, ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { OverlaySettings } from '@lobby/shared-api';
import { useFitScale } from '../hooks/use-fit-scale';

/** The page itself is transparent: OBS composites only what the overlay draws. */
export const OverlayGlobalStyle = createGlobalStyle`
  html, body, #root {
    margin: 0;
    padding: 0;
    background: transparent !important;
    overflow: hidden;
  }
  *, *::before, *::after { box-sizing: border-box; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** `#rrggbb` and 0–100 as a CSS colour with alpha. */
export function withAlpha(hex: string, percent: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return `rgba(${r}, ${g}, ${b}, ${Math.max(0, Math.min(100, percent)) / 100})`;
}

const Box = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  transform-origin: 0 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: 0.6em;
  color: var(--text);
  /* System fonts only: an overlay loads nothing from outside. */
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    'Helvetica Neue',
    Arial,
    sans-serif;
  font-variant-numeric: tabular-nums;
  line-height: 1.25;
  /* Legible over any game footage, with or without a panel. */
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.65);
`;

const Reconnecting = styled.div`
  position: absolute;
  right: 0.5em;
  bottom: 0.5em;
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.25em 0.7em;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.7);
  color: #ffd166;
  font-size: 0.7em;
  font-weight: 700;
  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: currentColor;
    animation: overlay-blink 1s ease-in-out infinite alternate;
  }
  @keyframes overlay-blink {
    to {
      opacity: 0.2;
    }
  }
`;

/** A panel behind text: the colour and opacity of the settings (none at 0 %). */
export const Panel = styled.section`
  background: var(--panel);
  border-radius: 0.7em;
  padding: 0.7em 0.9em;
  min-width: 0;
`;

/** The overlay's box: its size, colours and text size from the settings, shrunk to fit. */
export function OverlayFrame({
  settings,
  label,
  reconnecting = false,
  children,
}: {
  settings: OverlaySettings;
  /** What the overlay shows, for assistive tools and tests. */
  label: string;
  reconnecting?: boolean;
  children: ReactNode;
}) {
  const scale = useFitScale(settings.width, settings.height);
  return (
    <>
      <OverlayGlobalStyle />
      <Box
        role="region"
        aria-label={label}
        style={
          {
            width: settings.width,
            height: settings.height,
            transform: scale < 1 ? `scale(${scale})` : undefined,
            fontSize: `${(20 * settings.font_scale) / 100}px`,
            '--text': settings.text_color,
            '--accent': settings.accent_color,
            '--accent-soft': withAlpha(settings.accent_color, 25),
            '--panel': withAlpha(settings.panel_color, settings.panel_opacity),
          } as CSSProperties
        }
      >
        {children}
        {reconnecting ? <Reconnecting role="status">Reconnecting…</Reconnecting> : null}
      </Box>
    </>
  );
}

const NoticeBox = styled(Panel)`
  align-self: flex-start;
  font-weight: 700;
  .sub {
    display: block;
    margin-top: 0.2em;
    font-weight: 500;
    font-size: 0.75em;
    opacity: 0.8;
  }
`;

/** A one-line state (loading, nothing running) in a small panel. */
export function OverlayNotice({ title, sub }: { title: string; sub?: string }) {
  return (
    <NoticeBox role="status">
      {title}
      {sub ? <span className="sub">{sub}</span> : null}
    </NoticeBox>
  );
}

/** A small caps label above a value. */
export const Label = styled.span`
  display: block;
  font-size: 0.62em;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.75;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 1.2em;
  font-weight: 800;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
