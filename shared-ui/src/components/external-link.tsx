import type { AnchorHTMLAttributes, Ref } from 'react';
import { ExternalIcon } from '../icons/icons';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  /** What the link is, for assistive tech; ' (opens in a new tab)' is added to it. */
  label: string;
  /** Size of the trailing external-link icon; `false` for none. */
  icon?: number | false;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that opens another site in a new tab, without handing it this page (noopener), and says so. */
export function ExternalLink({ label, icon = 14, children, ...rest }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      {...rest}
    >
      {children}
      {icon === false ? null : <ExternalIcon size={icon} />}
    </a>
  );
}
