import { Option } from '@fluentui/react-components';
import type { Category } from '@madoguchi/shared/data';

/**
 * The tenant's user categories as dropdown options, in their display order. Kept in the app: Options
 * made by the shared package's copy are not registered with this app's Dropdown (a browser test caught
 * a selection that did nothing).
 */
export function categoryOptions(categories: readonly Category[]) {
  return categories.map((category) => (
    <Option key={category.id} value={category.id}>
      {category.name}
    </Option>
  ));
}
