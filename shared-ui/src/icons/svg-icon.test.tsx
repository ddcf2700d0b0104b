import { render, screen } from '@testing-library/react';
import { KickIcon } from './brand-icons';
import { TrophyIcon } from './icons';

describe('icons', () => {
  it('are decorative by default: hidden from assistive tech, 20 px, stroked in currentColor', () => {
    const { container } = render(
      <button type="button">
        <TrophyIcon /> Leaderboard
      </button>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Leaderboard');
  });

  it('take a size, a stroke width and other svg props', () => {
    const { container } = render(<TrophyIcon size={14} strokeWidth={1.5} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '14');
    expect(svg).toHaveAttribute('height', '14');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
    expect(svg).toHaveClass('x');
  });

  it('become an image named by their title when given one', () => {
    render(<TrophyIcon title="Winner" />);
    const img = screen.getByRole('img', { name: 'Winner' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img.querySelector('title')).toHaveTextContent('Winner');
  });

  it('draw brand marks as solid shapes without a stroke', () => {
    const { container } = render(<KickIcon size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).not.toHaveAttribute('stroke');
  });
});
