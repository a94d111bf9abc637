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

/** A plain list of cards: search results and the like. */
export const cardList: GriffelStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS };

/** One card of a cardList: a bordered box that stacks its lines. */
export const listCard: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalXS,
  padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  minWidth: 0,
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
