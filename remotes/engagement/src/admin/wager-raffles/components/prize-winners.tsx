import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import { Button, Card, DataTable, SectionTitle } from '@lobby/shared-ui';
import { ordinal, prizeValueLabel } from '../../../features/wager-raffles/utils/raffle-display';

/** A wager raffle's prizes by place with their winners, each winner with Disqualify and redraw. */
export function PrizeWinners({
  raffle: r,
  onDisqualify,
}: {
  raffle: WagerRaffleDetail;
  onDisqualify: (position: number, username: string) => void;
}) {
  return (
    <Card>
      <SectionTitle>Prizes and winners</SectionTitle>
      <DataTable
        caption="Prizes and winners"
        rows={[...r.prizes].sort((a, b) => a.position - b.position)}
        rowKey={(p) => p.id}
        columns={[
          { key: 'pos', header: 'Place', render: (p) => ordinal(p.position) },
          { key: 'prize', header: 'Prize', render: (p) => prizeValueLabel(p) },
          {
            key: 'winner',
            header: 'Winner',
            render: (p) =>
              p.winner
                ? `${p.winner.user.username} (ticket #${p.winner.winning_ticket_number})`
                : r.drawn_at
                  ? 'Nobody'
                  : 'Awaiting Winner',
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (p) =>
              p.winner ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="danger"
                  onClick={() => onDisqualify(p.position, p.winner!.user.username)}
                >
                  Disqualify and redraw
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
