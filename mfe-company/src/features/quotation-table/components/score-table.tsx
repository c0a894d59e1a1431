import { chakra } from '@chakra-ui/react';

export interface ScoreRow {
  key: string;
  label: string;
  values: string[];
}

interface Props {
  caption: string;
  /** the header of the row labels, then one per value column */
  columns: string[];
  rows: ScoreRow[];
}

// plain table elements through the shared `chakra` factory (Table is not among the shared
// tree-shaken Chakra exports)
const cell = { px: '3', py: '1.5', borderBottomWidth: '1px', textAlign: 'start' } as const;
const number = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** A small table of scores: a caption, one row per item, numbers aligned on the right. */
export function ScoreTable({ caption, columns: [itemHeader, ...valueHeaders], rows }: Props) {
  return (
    <chakra.table w="full" fontSize="sm" borderWidth="1px" borderCollapse="collapse">
      <chakra.caption captionSide="top" textAlign="start" color="fg.muted" mb="1">
        {caption}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" bg="bg.muted" {...cell}>
            {itemHeader}
          </chakra.th>
          {valueHeaders.map((header) => (
            <chakra.th key={header} scope="col" bg="bg.muted" {...number}>
              {header}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <chakra.th scope="row" fontWeight="normal" {...cell}>
              {row.label}
            </chakra.th>
            {row.values.map((value, index) => (
              <chakra.td key={valueHeaders[index]} {...number}>
                {value}
              </chakra.td>
            ))}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
