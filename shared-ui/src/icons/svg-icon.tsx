import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Width and height in px (the drawing is a 24×24 viewBox). Default 20. */
  size?: number | string;
  /** Accessible name: with it the icon is an image (role img) instead of being hidden from assistive tech. */
  title?: string;
};

export type IconVariant = 'stroke' | 'fill';

/**
 * The one `<svg>` every Lobby icon draws into: a 24×24 viewBox in currentColor, rounded 2 px strokes
 * (or a solid fill for brand marks), decorative (aria-hidden) unless it gets a `title`.
 */
export function SvgIcon({
  size = 20,
  title,
  variant = 'stroke',
  strokeWidth = 2,
  children,
  ...rest
}: IconProps & { variant?: IconVariant; children?: ReactNode }) {
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': 'true', focusable: 'false' } as const);
  const paint =
    variant === 'fill'
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" {...paint} {...a11y} {...rest}>
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Makes a named icon component from its drawing (paths in a 24×24 box). */
export function createIcon(name: string, drawing: ReactNode, variant: IconVariant = 'stroke') {
  function Icon(props: IconProps) {
    return (
      <SvgIcon variant={variant} {...props}>
        {drawing}
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}
