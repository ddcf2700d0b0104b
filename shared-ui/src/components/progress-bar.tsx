import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  transition: width 0.4s ease;
`;

/** A progress bar; `value` is a fraction 0..1 and is capped at 100%. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, (Number.isFinite(value) ? value : 0) * 100));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
    >
      <Fill style={{ width: `${pct}%` }} />
    </Track>
  );
}
