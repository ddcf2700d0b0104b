import type { FakePlatform } from '../demo-data';
import type { FakeShape } from './answer';
import { genericShape } from './generic';
import { goatedShape } from './goated';
import { rainbetShape } from './rainbet';
import { roobetShape } from './roobet';
import { shuffleShape } from './shuffle';

/** Each platform's API as the fake plays it, at `/{platform}/…`. */
export const FAKE_SHAPES: Readonly<Record<FakePlatform, FakeShape>> = {
  roobet: roobetShape,
  rainbet: rainbetShape,
  goated: goatedShape,
  shuffle: shuffleShape,
  generic: genericShape,
};

export type { FakeShape, ShapeRequest } from './answer';
