import { createRequire as __rsRequire } from 'node:module'; const require = __rsRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-A5YEEPPD.mjs";import"./chunk-LH2KBIN4.mjs";import"./chunk-5BNZ5D27.mjs";export{a as GUARD_HEADER,b as guardedChromiumArgs,c as parseAuthority,d as startGuardProxy};
