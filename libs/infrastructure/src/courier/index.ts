export * from './courier.port';
export * from './simulated/simulated-courier';
export * from './click-and-drop/click-and-drop-courier';
export * from './click-and-drop/click-and-drop-stand-in';
