import { router } from '../../init';
import { acceptInviteProcedure } from './accept-invite';
import { createInviteProcedure } from './create-invite';
import { membersProcedure } from './members';
import { removeMemberProcedure } from './remove-member';

export const fundRouter = router({
  createInvite: createInviteProcedure,
  acceptInvite: acceptInviteProcedure,
  members: membersProcedure,
  removeMember: removeMemberProcedure,
});
