import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** The path of one acceptance. */
export const acceptancePath = z.object({ acceptance_id: idParameter() });

/** The decider of a staff request: the signed-in user and the abilities their token carries. */
export const deciderOf = (token: { ownerId: number; abilities: string[] }) => ({
  id: token.ownerId,
  abilities: token.abilities,
});
