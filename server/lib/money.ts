/** fen -> '12.30': how amounts appear in texts the server writes and in the providers' yuan fields */
export const yuan = (fen: number) => (fen / 100).toFixed(2)
