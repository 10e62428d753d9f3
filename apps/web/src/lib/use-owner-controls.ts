import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc';

/**
 * Whether to show the fund owner's controls (the thesis, its follow-up answers, reading
 * corrections, invites and removals; docs/funds.md, Roles): not to a member, since the API answers
 * them 403. Undefined while the role loads. If the role cannot be loaded the controls show, and
 * the API's answer stays the rule.
 */
export function useOwnerControls(enabled: boolean): boolean | undefined {
  const fund = useQuery({ ...trpc.fund.members.queryOptions(), enabled });
  if (fund.isPending) return undefined;
  return fund.data?.your_role !== 'member';
}
