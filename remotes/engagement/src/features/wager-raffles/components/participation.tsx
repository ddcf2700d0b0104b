import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import { RAFFLE_TICKETS_SHOWN } from '@lobby/contract-engagement';
import { useSessionStore } from '@lobby/shared-api';
import { FactRows, Card, formatNumber, formatUSD, Muted, SectionTitle } from '@lobby/shared-ui';
import { DrawPanel, DrawStats } from '../../../components/draw-detail';
import { PillList } from '../../../components/draw-parts';

const Tickets = styled(PillList)`
  li {
    padding: 3px 9px;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  li.more {
    font-family: inherit;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The member's own tickets in a wager raffle (a visitor is asked to log in). */
export function Participation({ raffle: r }: { raffle: WagerRaffleDetail }) {
  const user = useSessionStore((s) => s.user);
  if (!user)
    return (
      <Card>
        <Muted>
          <Link to="/login">Log in</Link> to see your tickets.
        </Muted>
      </Card>
    );
  const mine = r.user_tickets;
  const count = mine?.ticket_count ?? 0;
  const more = count - (mine?.individual_tickets.length ?? 0);
  return (
    <Card as="section" aria-labelledby="your-tickets">
      <SectionTitle id="your-tickets">Your Participation</SectionTitle>
      {count > 0 && mine ? (
        <DrawPanel>
          <DrawStats>
            <FactRows
              facts={[
                { label: 'Your tickets', value: formatNumber(count) },
                { label: 'You wagered', value: formatUSD(mine.total_wagered) },
                {
                  label: 'Your share',
                  value: `${r.total_tickets ? ((count / r.total_tickets) * 100).toFixed(2) : '0.00'}%`,
                },
              ]}
            />
          </DrawStats>
          <Tickets aria-label="Your ticket numbers">
            {mine.individual_tickets.slice(0, RAFFLE_TICKETS_SHOWN).map((n) => (
              <li key={n}>#{n}</li>
            ))}
            {more > 0 ? <li className="more">+{formatNumber(more)} more...</li> : null}
          </Tickets>
        </DrawPanel>
      ) : (
        <Muted>
          {r.status === 'ended'
            ? 'You had no tickets in this raffle.'
            : `You have no tickets yet. Every ${formatUSD(r.dollars_per_ticket, { cents: false })} wagered on a participating casino earns one.`}
        </Muted>
      )}
    </Card>
  );
}
