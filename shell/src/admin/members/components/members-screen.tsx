import { Route, Routes } from 'react-router-dom';
import { AdminNotFound } from '../../components/admin-not-found';
import { MemberPage } from './member-page';
import { MembersListPage } from './members-list-page';

/** /admin-new/members: the search, and /admin-new/members/:id a member's record. */
export function MembersScreen() {
  return (
    <Routes>
      <Route index element={<MembersListPage />} />
      <Route path=":id" element={<MemberPage />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
