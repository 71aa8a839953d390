import { areaDocuments } from '@tmt/contract';
import examples from '@tmt/contract/examples.json' with { type: 'json' };

/** The OpenRPC document of each API area, generated from the contract's method definitions and recorded examples. */
export const apiDocuments = () => Object.entries(areaDocuments(examples)).map(([area, spec]) => ({ area, spec }));
