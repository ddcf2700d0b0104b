import { describeRouteFuzz } from '../../test/route-fuzz';

describeRouteFuzz(2, 2);
