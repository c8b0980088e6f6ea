import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';
import { SkillIdParamsSchema } from './training.ts';

/** Longest skill description, as the training page shows it under the name. */
export const SKILL_DESCRIPTION_MAX = 500;

/**
 * A skill as Manage Skills lists it, in the training page's order (`position`, then name). The
 * name is fixed here: deeds name the skills they require.
 *
 * @example
 * const s: AdminSkill = { id: '9a1e…', name: 'Stealth', description: 'Move unseen.', position: 1 };
 */
export const AdminSkillSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
});
export type AdminSkill = z.infer<typeof AdminSkillSchema>;

/** @example SkillDescriptionInputSchema.parse({ description: ' Move unseen. ' }); // { description: 'Move unseen.' } */
export const SkillDescriptionInputSchema = z.object({
  description: storableText('Description', { error: 'Description must be text.' })
    .trim()
    .max(SKILL_DESCRIPTION_MAX, { error: `Description must be at most ${SKILL_DESCRIPTION_MAX} characters.` }),
});
export type SkillDescriptionInput = z.infer<typeof SkillDescriptionInputSchema>;

/** Manage Skills (docs/product-rules.md#admin-screens); a change is audited as `skills.updated`. */
export const skillsAdminApi = {
  list: endpoint({ method: 'GET', access: 'staff', path: '/admin/skills', response: z.array(AdminSkillSchema), errors: [] }),
  /** 404 `skills.not_found` for an unknown id. */
  update: endpoint({
    method: 'PUT',
    access: 'staff',
    path: '/admin/skills/:id',
    params: SkillIdParamsSchema,
    body: SkillDescriptionInputSchema,
    response: AdminSkillSchema,
    errors: refusals('skills.not_found'),
  }),
};
