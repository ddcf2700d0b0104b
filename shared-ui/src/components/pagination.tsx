import styled from 'styled-components';
import { Button } from './button';

const Row = styled.nav`
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
`;

/** Up to `maxButtons` page numbers around the current page, with Previous/Next. */
export function pageWindow(page: number, lastPage: number, maxButtons = 5): number[] {
  const count = Math.min(maxButtons, lastPage);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, lastPage - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Previous/Next with up to 5 page buttons. */
export function Pagination({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <Row aria-label="Pagination">
      <Button
        $variant="secondary"
        $size="sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      {pageWindow(page, lastPage).map((p) => (
        <Button
          key={p}
          $variant={p === page ? 'primary' : 'secondary'}
          $size="sm"
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </Button>
      ))}
      <Button
        $variant="secondary"
        $size="sm"
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Row>
  );
}
