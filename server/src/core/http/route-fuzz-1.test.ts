import { describeRouteFuzz } from '../../test/route-fuzz';

describeRouteFuzz(1, 2);
