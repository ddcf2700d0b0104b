import type { FakePlatform } from '../demo-data';
import type { FakeShape } from './answer';
import { chickenShape } from './chicken';
import { clashShape } from './clash';
import { gamdomShape } from './gamdom';
import { genericShape } from './generic';
import { goatedShape } from './goated';
import { packdrawShape } from './packdraw';
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
  clash: clashShape,
  gamdom: gamdomShape,
  chicken: chickenShape,
  packdraw: packdrawShape,
};

export type { FakeShape, ShapeRequest } from './answer';
