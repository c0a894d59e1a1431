import { cryptoRandom } from '@rapport/wire/api/barometer-randomized-response';
import { createContext, useContext } from 'react';

/**
 * Where a public survey's randomization draws its numbers: the platform's cryptographic
 * generator, which nobody can predict or replay. Tests provide a seeded one to know what is sent.
 */
export const RandomSource = createContext<() => number>(cryptoRandom);

export const useRandomSource = (): (() => number) => useContext(RandomSource);
