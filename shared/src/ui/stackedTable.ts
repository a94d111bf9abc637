import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE } from '../theme/breakpoints';

/**
 * A table that becomes a list of cards on a phone: each row a card, each cell a line led by its
 * column's name (the cell's data-label), so no column is squeezed to a letter a line. Put `table` on
 * the Table and data-label on the cells a reader needs named; the first cell leads its card.
 */
export const useStackedTableStyles = makeStyles({
  table: {
    [PHONE]: {
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody, & tr, & td': { display: 'block', width: 'auto', minWidth: 0, height: 'auto' },
      '& tr': {
        padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
        borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      },
      '& td': { padding: `${tokens.spacingVerticalXXS} 0`, overflowWrap: 'anywhere' },
      '& td:first-child': { fontWeight: tokens.fontWeightSemibold },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        display: 'inline-block',
        minWidth: '6.5em',
        marginRight: tokens.spacingHorizontalS,
        color: tokens.colorNeutralForeground2,
        fontSize: tokens.fontSizeBase200,
        fontWeight: tokens.fontWeightRegular,
      },
    },
  },
});
