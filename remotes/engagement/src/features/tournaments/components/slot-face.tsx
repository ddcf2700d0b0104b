import styled from 'styled-components';
import { ImageWithFallback } from '@lobby/shared-ui';
import { slotNameLines } from '../../../components/page-parts';

const CARD_NAME = 12;
const CARD_PROVIDER = 10;

/** Spec §9: slot names on cards cut at 12 characters, providers at 10. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

const Face = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  ${slotNameLines}
`;

/** A slot's image (or initial), name (or 'TBD') and provider, cut to card length. */
export function SlotFace({
  name,
  image,
  provider,
  size = 32,
  full = false,
}: {
  name: string | null;
  image: string | null;
  provider: string | null;
  size?: number;
  full?: boolean;
}) {
  return (
    <Face>
      <ImageWithFallback src={name ? image : null} name={name ?? '?'} size={size} alt="" />
      <span>
        <strong title={name ?? undefined}>
          {name ? (full ? name : truncate(name, CARD_NAME)) : 'TBD'}
        </strong>
        {provider ? (
          <small title={provider}>{full ? provider : truncate(provider, CARD_PROVIDER)}</small>
        ) : null}
      </span>
    </Face>
  );
}
