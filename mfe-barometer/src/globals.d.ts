declare const __CONTRACTS_VERSION__: string;
declare const __REMOTE_NAME__: string;
