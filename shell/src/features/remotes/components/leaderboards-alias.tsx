import { Navigate, useLocation } from 'react-router-dom';

/** /leaderboards is the same page as /leaderboard: redirect, keeping the query and hash. */
export function LeaderboardsAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/leaderboard', search, hash }} replace />;
}
