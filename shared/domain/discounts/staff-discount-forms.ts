import { listPage } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { PROJECT } from '../projects/projects';
import { DISCOUNT_TARGET_TYPES, MAX_DISCOUNT_PERCENTAGE } from './discount-rules';
import { DISCOUNT_STATUSES, DISCOUNT_TYPES, DISCOUNT_VALUE_TYPES } from './discounts';

/** The most projects the form and the filters offer (one page of the projects list). */
const PROJECT_CHOICES = 100;

const options = (locale: Locale, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: translate(locale, `${prefix}.${value}` as MessageKey) }));

const projectChoices = async () =>
  (await listPage(PROJECT, 1, PROJECT_CHOICES)).items.map((project) => ({
    id: project.id,
    name: project.name,
  }));

/** The staff discount form's choices: types, value types, target types, projects, the percentage ceiling. */
export async function discountFormData(locale: Locale) {
  return {
    types: options(locale, 'discounts.type', DISCOUNT_TYPES),
    value_types: options(locale, 'discounts.value_type', DISCOUNT_VALUE_TYPES),
    target_types: options(locale, 'discounts.target_type', DISCOUNT_TARGET_TYPES),
    projects: await projectChoices(),
    max_percentage: MAX_DISCOUNT_PERCENTAGE,
  };
}

/**
 * The staff discount index's filters. Statuses keep the record's values: `approved` is the active
 * discount (labelled so), `pending` waits for its approval.
 */
export async function discountFilters(locale: Locale) {
  const label = (key: string) => translate(locale, `discounts.filter.${key}` as MessageKey);
  const projects = (await projectChoices()).map((project) => ({
    value: String(project.id),
    label: project.name,
  }));
  return {
    filters: [
      { key: 'search', label: label('search'), type: 'text' as const, options: [] },
      {
        key: 'status',
        label: label('status'),
        type: 'select' as const,
        options: options(locale, 'discounts.status', DISCOUNT_STATUSES),
      },
      {
        key: 'type',
        label: label('type'),
        type: 'select' as const,
        options: options(locale, 'discounts.type', DISCOUNT_TYPES),
      },
      {
        key: 'value_type',
        label: label('value_type'),
        type: 'select' as const,
        options: options(locale, 'discounts.value_type', DISCOUNT_VALUE_TYPES),
      },
      { key: 'project_id', label: label('project_id'), type: 'select' as const, options: projects },
      { key: 'created_at', label: label('date'), type: 'date' as const, options: [] },
    ],
  };
}
