import { tokens, type GriffelStyle } from '@fluentui/react-components';

// Style fragments the areas spread into their own makeStyles, so a panel or a two-column page looks
// the same wherever it stands.

/** A raised panel on the page's background that stacks what it holds: a form, a side panel. */
export const raisedPanel: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalM,
  padding: tokens.spacingHorizontalXL,
  backgroundColor: tokens.colorNeutralBackground1,
  borderRadius: tokens.borderRadiusLarge,
  boxShadow: tokens.shadow4,
};

/** Centred, stacked content with room around it: empty states, drop zones. */
export const centredStack: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.spacingVerticalS,
  padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  textAlign: 'center',
};

/** Columns side by side (`columns`: a grid template), stacked into one below `stackBelow` pixels. */
export function columnsOrStack(columns: string, stackBelow: number): GriffelStyle {
  return {
    display: 'grid',
    gridTemplateColumns: columns,
    gap: tokens.spacingHorizontalXXL,
    [`@media (max-width: ${stackBelow}px)`]: { gridTemplateColumns: '1fr' },
  };
}
