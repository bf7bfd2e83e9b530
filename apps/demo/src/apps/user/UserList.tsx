import * as pages from '../../pages/pages.css';
import { UsersTable } from './UsersTable';

/** /apps/user/list: the listed users of spec 001 with filters, search, paging, add and delete. */
export default function UserList() {
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Users</h1>
      <UsersTable />
    </div>
  );
}
