import type { FriendRequest, FriendsResponse } from '../../contract';
import { getJson, postJson, sendJson } from '../../lib/api-client';

/** GET /api/friends */
export const getFriends = () => getJson<FriendsResponse>('api/friends');
/** GET /api/friends/requests — pending requests, both directions. */
export const getFriendRequests = () => getJson<FriendRequest[]>('api/friends/requests');
/** POST /api/friends/requests — send a request to a member. */
export const sendFriendRequest = (userId: number) =>
  postJson<{ success: true; message: string }>('api/friends/requests', { user_id: userId });
/** POST /api/friends/requests/{id}/accept */
export const acceptFriendRequest = (id: number) =>
  postJson<{ success: true }>(`api/friends/requests/${id}/accept`, {});
/** POST /api/friends/requests/{id}/decline */
export const declineFriendRequest = (id: number) =>
  postJson<{ success: true }>(`api/friends/requests/${id}/decline`, {});
/** DELETE /api/friends/{userId} */
export const removeFriend = (userId: number) =>
  sendJson<{ success: true }>('delete', `api/friends/${userId}`);
