import { useQuery } from '@tanstack/react-query';
import { getAffiliates } from '../api/site/get-affiliates';
import type { Affiliate } from '../contract';
import { logFailure } from './query-client';
import { sharedKeys } from './query-keys';

const loadAffiliates = () =>
  getAffiliates().then((res) => (Array.isArray(res?.data) ? res.data : []));

/**
 * The affiliate platforms (GET /api/r/affiliates), one request per page however many parts show
 * them (the shell's sidebar and the home page's partner cards). `select` shapes them per reader.
 */
export function useAffiliatesQuery<T = Affiliate[]>(select?: (affiliates: Affiliate[]) => T) {
  return useQuery({
    queryKey: sharedKeys.affiliates(),
    queryFn: loadAffiliates,
    select,
    meta: logFailure('Failed to load affiliates', 'warn'),
  });
}
