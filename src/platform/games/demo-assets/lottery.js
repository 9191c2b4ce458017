// The demo lottery: pick a digit, then the drum's balls tumble for at least MIN_DRAW_MS (still
// under reduced motion) and the drawn ball drops in, ringed in gold when it is the pick.
(function () {
  'use strict';
  var G = window.DemoGame;
  var MIN_DRAW_MS = 2000;
  var COLOURS = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#fb8c00'];
  var drumEl = document.getElementById('drum');
  var balanceEl = document.getElementById('balance');
  var titleEl = document.getElementById('title');
  var betEl = document.getElementById('bet');
  var drawEl = document.getElementById('draw');
  var drawnEl = document.getElementById('drawn');
  var resultEl = document.getElementById('result');
  var digitsEl = document.getElementById('digits');
  var pick = null;
  var pendingRoundId = null;

  for (var d = 0; d <= 9; d++) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = String(d);
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-label', 'Pick ' + d);
    button.addEventListener('click', function (event) {
      pick = Number(event.currentTarget.textContent);
      Array.prototype.forEach.call(digitsEl.children, function (b) { b.setAttribute('aria-pressed', String(b === event.currentTarget)); });
      drawEl.disabled = false;
    });
    digitsEl.appendChild(button);
  }

  for (var b = 0; b <= 9; b++) {
    var ball = document.createElement('span');
    ball.textContent = String(b);
    ball.style.left = (12 + (b % 5) * 40) + 'px';
    ball.style.top = (b < 5 ? 14 : 50) + 'px';
    ball.style.setProperty('--ball', COLOURS[b % COLOURS.length]);
    ball.style.setProperty('--dx', ((b * 37) % 60 - 30) + 'px');
    ball.style.setProperty('--dy', ((b * 23) % 50 - 25) + 'px');
    ball.style.animationDelay = (-b * 0.13) + 's';
    drumEl.appendChild(ball);
  }

  var showError = G.showError(resultEl);

  G.loadState({ title: titleEl, balance: balanceEl, bet: betEl }).catch(showError);

  drawEl.addEventListener('click', function () {
    if (pick === null) return;
    var started = Date.now();
    drawEl.disabled = true;
    resultEl.className = 'result';
    resultEl.textContent = 'Drawing…';
    drawnEl.textContent = '';
    drumEl.className = 'drum drawing';
    pendingRoundId = pendingRoundId || G.newRoundId();
    G.playRound({ ticket: G.ticket, roundId: pendingRoundId, bet: Number(betEl.value), pick: pick }).then(function (value) {
      pendingRoundId = null;
      var round = value.round;
      return new Promise(function (resolve) { setTimeout(resolve, Math.max(0, started + MIN_DRAW_MS - Date.now())); }).then(function () {
        drumEl.className = 'drum';
        var ball = document.createElement('span');
        ball.className = round.win > 0 ? 'ball win' : 'ball';
        ball.textContent = String(round.outcome.drawn);
        drawnEl.appendChild(ball);
        balanceEl.textContent = value.text.balance;
        resultEl.textContent = round.win > 0 ? 'You win ' + value.text.win : 'No win';
        resultEl.className = round.win > 0 ? 'result won' : 'result';
        resultEl.setAttribute('data-net', String(round.win - round.bet));
        G.report(round, value.balance);
      });
    }, function (error) {
      drumEl.className = 'drum';
      if (error.code) pendingRoundId = null;
      showError(error);
    }).then(function () { drawEl.disabled = false; });
  });
})();
