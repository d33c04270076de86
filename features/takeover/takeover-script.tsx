import { TAKEOVER_FLAG } from './takeover-flag';

/**
 * Runs in <head> before the first paint, so a visitor who dismissed the takeover never sees it flash,
 * while the HTML stays the same for everyone (DESIGN.md "HTML is shareable"). With no takeover running,
 * the stored flag is set to 'false' (spec §2).
 */
export function takeoverScript(active: boolean): string {
  const flag = JSON.stringify(TAKEOVER_FLAG);
  return (
    `(function(){try{var f=${flag},d=document.documentElement;` +
    (active
      ? `var c=document.cookie.match(new RegExp('(?:^|; )'+f+'=([^;]*)'));` +
        `if(!((c&&c[1]==='true')||localStorage.getItem(f)==='true'))d.dataset.takeover='active';`
      : `if(localStorage.getItem(f)===null)localStorage.setItem(f,'false');`) +
    `}catch(e){}})();`
  );
}

export function TakeoverScript({ active }: { active: boolean }) {
  return <script dangerouslySetInnerHTML={{ __html: takeoverScript(active) }} />;
}
